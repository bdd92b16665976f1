/**
 * ISO 3166-1 alpha-2 codes: what nationality and country of residence hold (spec 02 §3.7). Names are shown in
 * the reader's language by the client (Intl.DisplayNames), so the stored value never depends on a language.
 */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC ' +
  'CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD ' +
  'GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH ' +
  'KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW ' +
  'MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC ' +
  'SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY ' +
  'UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const KNOWN = new Set(COUNTRY_CODES);

export const isCountryCode = (value: string): boolean => KNOWN.has(value);

/** Country names as people type them, in the product's two languages (Intl's region names), to their code. */
const NAMED: ReadonlyMap<string, string> = (() => {
  const byName = new Map<string, string>();
  for (const language of ['en', 'ar']) {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    for (const code of COUNTRY_CODES) {
      const name = names.of(code);
      if (name && name !== code) byName.set(name.trim().toLocaleLowerCase(language), code);
    }
  }
  return byName;
})();

/**
 * The code of a country the apply form's free text names (03 "Apply form": country of residence, nationality):
 * a code as it is, a name in English or Arabic as its code; null for anything else, which is kept as the
 * candidate's answer on the application but counts as unspecified in filters.
 */
export const countryCodeOf = (text: string | null | undefined): string | null => {
  const value = text?.trim();
  if (!value) return null;
  if (isCountryCode(value.toUpperCase()) && value.length === 2) return value.toUpperCase();
  return NAMED.get(value.toLocaleLowerCase('en')) ?? NAMED.get(value.toLocaleLowerCase('ar')) ?? null;
};
