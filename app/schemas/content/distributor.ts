/**
 * The distributor directory ("Where to buy"): the admin form and `POST /api/distributors`, and
 * the filters of `GET /api/distributors`.
 */
import { z } from "zod";
import { isCountryCode } from "~/lib/countries";
import { DISTRIBUTOR_REGIONS, PARTNER_TIERS } from "~/lib/domain-values";
import { optionalText, optionalWebAddress, pagingFields, requiredEmail, requiredText, stored } from "../fields";

const COUNTRY_MESSAGE = "Country must be an ISO 3166-1 alpha-2 code, such as DE";

/** An ISO 3166-1 alpha-2 code, in either case ("de" is stored as "DE"). */
const countryCode = z
  .string(COUNTRY_MESSAGE)
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isCountryCode, COUNTRY_MESSAGE);

const REGION_MESSAGE = `Region must be one of ${DISTRIBUTOR_REGIONS.join(", ")}`;
/** No choice at all reads as a missing field (the admin form's "Choose a region"), not a wrong code. */
const regionField = z.enum(DISTRIBUTOR_REGIONS, {
  error: ({ input }) => (input === undefined || input === "" ? "Region is required" : REGION_MESSAGE),
});

export const createDistributorSchema = z.object({
  companyName: requiredText("Company name", 200),
  country: z.string("Country is required").trim().min(1, "Country is required").pipe(countryCode),
  region: regionField,
  tier: z.enum(PARTNER_TIERS, `Partner tier must be one of ${PARTNER_TIERS.join(", ")}`).optional(),
  contactName: optionalText("Contact person", 200),
  email: requiredEmail("Email"),
  phone: optionalText("Phone", 50),
  website: optionalWebAddress("Website"),
  address: optionalText("Address", 500),
  city: requiredText("City", 100),
  notes: optionalText("Notes", 1000),
  isPublished: z.boolean("Published must be true or false").optional(),
});

/** `PUT /api/distributors/{id}`: a field left out keeps its stored value. */
export const updateDistributorSchema = createDistributorSchema.partial();

/** An empty filter (a GET form's "All" choice) is no filter; anything else must be what `schema` accepts. */
const filter = <Output extends string>(schema: z.ZodType<Output>, message: string) =>
  z
    .union([z.literal(""), schema], message)
    .optional()
    .transform((value) => value || undefined);

/**
 * `GET /api/distributors`: by country, region and a text in the company, city, contact or
 * country name; signed-in staff asking for `all=true` also get the unpublished ones.
 */
export const distributorListQuerySchema = z.object({
  country: filter(countryCode, COUNTRY_MESSAGE),
  region: filter(regionField, REGION_MESSAGE),
  q: optionalText("Search", 200),
  all: z.stringbool("All must be true or false").optional(),
  ...pagingFields(),
});

export type CreateDistributorInput = z.output<typeof createDistributorSchema>;
export type UpdateDistributorInput = z.output<typeof updateDistributorSchema>;
export type DistributorListQuery = z.output<typeof distributorListQuerySchema>;

/** A distributor as the API sends it. */
export const distributorRow = z.strictObject({
  id: stored.id,
  companyName: z.string(),
  country: z.string(),
  region: z.enum(DISTRIBUTOR_REGIONS),
  tier: z.enum(PARTNER_TIERS),
  contactName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string(),
  notes: z.string().nullable(),
  isPublished: z.boolean(),
  createdAt: stored.time,
  updatedAt: stored.time,
});

export type DistributorRow = z.output<typeof distributorRow>;
