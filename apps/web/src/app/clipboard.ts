import { showErrorMessageToast, showSuccessToast } from './api/toast-bus';

/** Copies a text and says so: 'Copied to clipboard', or 'Unable to copy' (spec 02 §8). */
export const copyToClipboard = async (text: string): Promise<boolean> => {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    showSuccessToast('clipboard.copied');
    return true;
  } catch {
    showErrorMessageToast('clipboard.failed');
    return false;
  }
};
