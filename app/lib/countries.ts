/**
 * Countries as ISO 3166-1 alpha-2 codes ("DE"), the way the distributor directory stores them,
 * and their names in a language of the site from the runtime's own data (Intl.DisplayNames), so
 * that no list of names in eleven languages has to be kept here.
 */

/** Every officially assigned ISO 3166-1 alpha-2 code (249), alphabetically. */
export const COUNTRY_CODES: readonly string[] = `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS
  BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE
  EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM
  HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC
  LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA
  NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW
  SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO
  TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW
`
  .trim()
  .split(/\s+/);

const KNOWN_CODES = new Set(COUNTRY_CODES);

/** Whether a text is an assigned ISO 3166-1 alpha-2 code, in capitals ("DE", not "de" or "EU"). */
export const isCountryCode = (value: string): boolean => KNOWN_CODES.has(value);

const displayNames = new Map<string, Intl.DisplayNames>();

/** The country's name in a language ("DE" in "fr": "Allemagne"); the code itself if the runtime has no name for it. */
export function countryName(code: string, locale: string): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

/** Codes with their names in a language, sorted by name as that language sorts. */
export function countryOptions(codes: readonly string[], locale: string): { value: string; label: string }[] {
  const collator = new Intl.Collator(locale);
  return codes
    .map((code) => ({ value: code, label: countryName(code, locale) }))
    .sort((first, second) => collator.compare(first.label, second.label));
}

/** The codes whose name in any of the languages contains `text`, ignoring case and accents ("deutsch" finds DE in "de"). */
export function countryCodesNamed(text: string, locales: readonly string[]): string[] {
  const fold = (value: string) =>
    value
      .normalize("NFD")
      .replace(/\p{Mn}/gu, "")
      .toLocaleLowerCase();
  const wanted = fold(text.trim());
  if (wanted.length < 2) return [];
  return COUNTRY_CODES.filter((code) => locales.some((locale) => fold(countryName(code, locale)).includes(wanted)));
}
