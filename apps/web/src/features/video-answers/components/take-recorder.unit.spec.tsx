import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '@ats/web/testing/render-page';
import { TakeRecorder, type SaveHandle } from './take-recorder';

const getUserMedia = jest.fn();

describe('take recorder, photo answers', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    getUserMedia.mockReset().mockResolvedValue({ getTracks: () => [{ stop: () => undefined }] });
    URL.createObjectURL = jest.fn(() => 'blob:photo');
    URL.revokeObjectURL = jest.fn();
    // jsdom draws nothing: the camera's frame becomes these bytes.
    HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback, type?: string) {
      callback(new Blob(['frame'], { type }));
    };
  });

  it('takes the photo only once the camera shows a frame, and saves it as a JPEG', async () => {
    const saved: Blob[] = [];
    const save = (photo: Blob): SaveHandle => {
      saved.push(photo);
      return { result: new Promise(() => undefined), resume: () => new Promise(() => undefined) };
    };
    const { user } = renderPage(<TakeRecorder media="PHOTO" maxSeconds={180} save={save} canRecord />);
    await user.click(screen.getByRole('button', { name: 'Turn on camera' }));
    expect(getUserMedia).toHaveBeenCalledWith({ video: true });
    const photo = await screen.findByRole('button', { name: 'Take photo' });
    // A blank picture otherwise: the button waits for the first frame.
    expect(photo).toHaveProperty('disabled', true);
    fireEvent.loadedData(screen.getByLabelText('Camera preview'));
    expect(photo).toHaveProperty('disabled', false);
    await user.click(photo);
    expect(saved.map((blob) => blob.type)).toEqual(['image/jpeg']);
    expect(screen.getByRole('status', { name: 'Recorder status' }).textContent).toBe('Saving your response… 0%');
  });
});
