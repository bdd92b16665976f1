const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Spec 04: file sizes in B, KB, MB, GB, TB with 2 decimals (1024 to a step), digits in the interface language. */
export const formatFileSize = (bytes: number, language: string): string => {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return `${number} ${UNITS[unit]}`;
};
