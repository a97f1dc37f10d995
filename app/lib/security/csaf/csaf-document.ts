/**
 * An advisory as a CSAF 2.0 document of the profile `csaf_security_advisory` (decision 079),
 * built from the advisory, the catalogue and the site's settings:
 * - `product_tree`: vendor (the publisher), product family (the product's category), product,
 *   then each affected range, fixed version or, for a product not affected, the product itself;
 *   the model number in `product_identification_helper`;
 * - one vulnerability per CVE id (one without when there is none): the summary, the CWE, the
 *   CVSS v3.1 base score of the affected products, `product_status` (known_affected, fixed,
 *   known_not_affected), the remediations (a vendor_fix per fixing version with its download, the
 *   workaround, none_available for an affected product nothing fixes), and for each product not
 *   affected the VEX justification flag and its impact statement.
 * The tracking is added apart (`withTracking`): what changes a version is everything else.
 * Input that cannot make a valid document is refused with a `CsafRefusal` naming the API field.
 */
import type { VexJustification } from "~/lib/domain-values";
import { parseAffectedVersions, AFFECTED_VERSIONS_HINT } from "./affected-versions";
import { csafCvssV3 } from "./csaf-cvss";
import { csafDocumentAddress } from "./csaf-addresses";

export type CsafProduct = { productId: string; name: string; productCode: string; family: string | null };

export type CsafSource = {
  origin: string;
  publisherName: string;
  advisory: {
    code: string;
    title: string;
    summary: string;
    workaround: string | null;
    cvssVector: string;
    cveIds: string[];
    /** The weakness with its name from the CWE catalogue. */
    cwe: { id: string; name: string } | null;
  };
  /** Its page on the security center (absolute). */
  pageUrl: string;
  affected: (CsafProduct & { affectedVersions: string })[];
  notAffected: (CsafProduct & { justification: VexJustification; impactStatement: string })[];
  fixes: { versionId: string; resourceTitle: string; version: string | null; downloadUrl: string; productIds: string[] }[];
  /** Set for a withdrawn advisory: the note that says so. */
  withdrawnNote?: string;
};

export type CsafTracking = {
  id: string;
  path: string;
  version: number;
  initialReleaseDate: Date;
  currentReleaseDate: Date;
  revisions: { number: string; date: string; summary: string }[];
};

/** Why no valid document can be made, by the API field to correct. */
export class CsafRefusal extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(Object.values(fields).join(" "));
  }
}

type Branch = { category: string; name: string; branches?: Branch[]; product?: FullProductName };
type FullProductName = { product_id: string; name: string; product_identification_helper: { model_numbers: string[] } };

const sorted = (ids: Iterable<string>) => [...new Set(ids)].sort();

/** What the document says apart from its tracking; throws `CsafRefusal` for input no valid document can be made from. */
export function csafContent(source: CsafSource) {
  const { advisory, origin } = source;
  const cvss = csafCvssV3(advisory.cvssVector);
  if (cvss === null) throw new CsafRefusal({ cvssVector: "CVSS vector must be a whole CVSS v3.1 vector" });
  if (source.affected.length === 0) throw new CsafRefusal({ products: "A published advisory names at least one affected product" });
  const affectedIds = new Set(source.affected.map((product) => product.productId));
  const clash = source.notAffected.find((product) => affectedIds.has(product.productId));
  if (clash) throw new CsafRefusal({ notAffected: `${clash.name} is listed as affected and as not affected` });

  type ProductBranch = { product: CsafProduct; leaves: Branch[]; itself?: FullProductName };
  const families = new Map<string, Map<string, ProductBranch>>();
  const branchOf = (product: CsafProduct) => {
    const family = product.family ?? "Products";
    const products = families.get(family) ?? new Map<string, ProductBranch>();
    families.set(family, products);
    const entry = products.get(product.productId) ?? { product, leaves: [] };
    products.set(product.productId, entry);
    return entry;
  };
  const leavesOf = (product: CsafProduct) => branchOf(product).leaves;
  const fullName = (productId: string, name: string, product: CsafProduct): FullProductName => ({
    product_id: productId,
    name,
    product_identification_helper: { model_numbers: [product.productCode] },
  });
  const vendorName = source.publisherName;

  const knownAffected = new Map<string, string[]>();
  for (const product of source.affected) {
    const versions = parseAffectedVersions(product.affectedVersions);
    if (versions === null) {
      throw new CsafRefusal({ products: `Affected versions of ${product.name} must be ${AFFECTED_VERSIONS_HINT}` });
    }
    const ids = versions.map((version, index) => {
      const productId = `${product.productCode}-affected-${index + 1}`;
      leavesOf(product).push({
        category: version.kind === "range" ? "product_version_range" : "product_version",
        name: version.name,
        product: fullName(productId, `${vendorName} ${product.name} ${version.name}`, product),
      });
      return productId;
    });
    knownAffected.set(product.productId, ids);
  }

  const fixed: string[] = [];
  const vendorFixes = source.fixes.map((fix) => {
    const label = `${fix.resourceTitle} ${fix.version ?? ""}`.trim();
    if (fix.version === null) throw new CsafRefusal({ fixedVersionIds: `${label} has no version label to name the fixed version by` });
    const products = source.affected.filter((product) => fix.productIds.includes(product.productId));
    if (products.length === 0) throw new CsafRefusal({ fixedVersionIds: `${label} runs on none of the affected products` });
    for (const product of products) {
      const productId = `${product.productCode}-fixed-${fix.version}`;
      if (!fixed.includes(productId)) {
        leavesOf(product).push({
          category: "product_version",
          name: fix.version,
          product: fullName(productId, `${vendorName} ${product.name} ${fix.version}`, product),
        });
        fixed.push(productId);
      }
    }
    return {
      category: "vendor_fix",
      details: `Update to ${label}.`,
      product_ids: sorted(products.flatMap((product) => knownAffected.get(product.productId)!)),
      url: fix.downloadUrl,
    };
  });

  const notAffected = source.notAffected.map((product) => {
    const productId = `${product.productCode}-not-affected`;
    branchOf(product).itself = fullName(productId, `${vendorName} ${product.name}`, product);
    return { ...product, csafId: productId };
  });

  const allAffected = sorted([...knownAffected.values()].flat());
  const unfixed = sorted(
    source.affected
      .filter((product) => !source.fixes.some((fix) => fix.productIds.includes(product.productId)))
      .flatMap((product) => knownAffected.get(product.productId)!),
  );
  const remediations = [
    ...vendorFixes,
    ...(unfixed.length > 0 ? [{ category: "none_available", details: "No fixed version is available yet.", product_ids: unfixed }] : []),
    ...(advisory.workaround ? [{ category: "workaround", details: advisory.workaround, product_ids: allAffected }] : []),
  ];
  const justifications = [...new Set(notAffected.map((product) => product.justification))];
  const vexParts =
    notAffected.length === 0
      ? {}
      : {
          flags: justifications.map((label) => ({
            label,
            product_ids: sorted(notAffected.filter((product) => product.justification === label).map((product) => product.csafId)),
          })),
          threats: notAffected.map((product) => ({ category: "impact", details: product.impactStatement, product_ids: [product.csafId] })),
        };
  const productStatus = {
    known_affected: allAffected,
    ...(fixed.length > 0 ? { fixed: sorted(fixed) } : {}),
    ...(notAffected.length > 0 ? { known_not_affected: sorted(notAffected.map((product) => product.csafId)) } : {}),
  };
  const vulnerability = {
    ...(advisory.cwe ? { cwe: advisory.cwe } : {}),
    notes: [{ category: "summary", title: "Summary", text: advisory.summary }],
    product_status: productStatus,
    remediations,
    scores: [{ products: allAffected, cvss_v3: cvss }],
    ...vexParts,
  };
  const vulnerabilities =
    advisory.cveIds.length === 0
      ? [{ title: advisory.title, ...vulnerability }]
      : advisory.cveIds.map((cve) => ({ cve, ...vulnerability }));

  return {
    document: {
      category: "csaf_security_advisory",
      csaf_version: "2.0",
      distribution: { tlp: { label: "WHITE" } },
      lang: "en",
      notes: [
        { category: "summary", title: "Summary", text: advisory.summary },
        ...(source.withdrawnNote ? [{ category: "general", title: "Withdrawn", text: source.withdrawnNote }] : []),
      ],
      publisher: { category: "vendor", name: vendorName, namespace: origin },
      references: [{ category: "external", summary: "The advisory on the security center", url: source.pageUrl }],
      title: advisory.title,
    },
    product_tree: {
      branches: [
        {
          category: "vendor",
          name: vendorName,
          branches: [...families].map(([family, products]) => ({
            category: "product_family",
            name: family,
            branches: [...products.values()].map(({ product, leaves, itself }) =>
              itself
                ? { category: "product_name", name: product.name, product: itself }
                : { category: "product_name", name: product.name, branches: leaves },
            ),
          })),
        },
      ],
    },
    vulnerabilities,
  };
}

export type CsafContent = ReturnType<typeof csafContent>;

/** The whole document: the content with its tracking and the reference to its own address. */
export function withTracking(content: CsafContent, tracking: CsafTracking, origin: string) {
  const { document } = content;
  return {
    document: {
      ...document,
      references: [
        { category: "self", summary: "This document", url: `${origin}${csafDocumentAddress(tracking.path)}` },
        ...document.references,
      ],
      tracking: {
        current_release_date: tracking.currentReleaseDate.toISOString(),
        id: tracking.id,
        initial_release_date: tracking.initialReleaseDate.toISOString(),
        revision_history: tracking.revisions,
        status: "final",
        version: String(tracking.version),
      },
    },
    product_tree: content.product_tree,
    vulnerabilities: content.vulnerabilities,
  };
}
