/**
 * Uploads go through XMLHttpRequest (fetch reports no progress; see app/api/file-transfer): this stands in for
 * it in component specs. Each upload reports half, then all of its bytes, and answers what `answer` says.
 */
export type FakeUploadAnswer = { status: number; body: unknown };
export type SentUpload = { url: string; body: FormData };

export const installFakeUpload = (answer: (sent: SentUpload) => FakeUploadAnswer): SentUpload[] => {
  const sent: SentUpload[] = [];
  class FakeUpload {
    private url = '';
    status = 0;
    responseText = '';
    timeout = 0;
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    ontimeout?: () => void;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(body: FormData) {
      const request = { url: this.url, body };
      sent.push(request);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        setTimeout(() => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
          const { status, body: answered } = answer(request);
          this.status = status;
          this.responseText = JSON.stringify(answered);
          this.onload?.();
        }, 10);
      }, 10);
    }
  }
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeUpload;
  return sent;
};
