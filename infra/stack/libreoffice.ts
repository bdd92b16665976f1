// LibreOffice headless, the document converter offer letters are turned into PDF with
// (infra/documents/libreoffice-converter.ts): Debian's libreoffice-writer-nogui, installed like the other
// servers' packages when `soffice` is missing. It is no server: each conversion runs soffice itself.
import { aptInstall } from './apt';
import { Log, which } from './proc';

export const LIBREOFFICE_PACKAGE = 'libreoffice-writer-nogui';

/** The soffice binary: `$ATS_SOFFICE`, else the one on PATH, installing the package first when there is none. */
export async function ensureLibreOffice(log: Log): Promise<string> {
  const configured = process.env.ATS_SOFFICE;
  if (configured && configured.trim() !== '') return configured;
  const found = which('soffice');
  if (found) return found;
  await aptInstall([LIBREOFFICE_PACKAGE], 'LibreOffice (soffice), which turns offer letters into PDF, is missing', log);
  const installed = which('soffice');
  if (!installed) throw new Error(`installed ${LIBREOFFICE_PACKAGE} but \`soffice\` is still not on PATH`);
  return installed;
}
