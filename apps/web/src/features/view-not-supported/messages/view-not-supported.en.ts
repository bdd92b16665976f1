/** The desktop-only notice (spec 01 §2.1 routes, "Banners and global notices"). */
export const viewNotSupportedEn = {
  'viewNotSupported.title': 'You need to use a desktop to access the application',
  'viewNotSupported.body': 'Open this page on a computer with a larger screen.',
};
