import { HttpException } from '@nestjs/common';

// file-type and music-metadata are ES modules jest cannot load here; the recorder's detection and length checks are
// covered by video-answers.int.
jest.mock('file-type', () => ({ fileTypeFromBuffer: jest.fn() }), { virtual: true });
jest.mock('music-metadata', () => ({ parseBuffer: jest.fn() }), { virtual: true });
import type { AtsConfig } from '@ats/infra/config';
import type { SmsSender } from '@ats/infra/sms/sms.port';
import { answerContentTypeFor } from '@ats/domain/candidate-tasks/video-answers';
import { SendVideoLinkCommand, SendVideoLinkCommandHandler, type VideoTasks } from './video-answers.handlers';

const candidate = { candidateUserId: '7c2b0f4e-1d4a-4b8e-9f3a-2a1b3c4d5e6f' };
const target = { applicationId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', stageId: 'stage-1', taskId: 'task-1' };
const tasks = {
  load: async () => ({ task: { ref: { jobId: 'job-1' }, job: { name: 'Backend Engineer' } } }),
} as unknown as VideoTasks;
const config = { publicUrl: 'https://ats.example' } as AtsConfig;

const handlerWith = (sms: SmsSender) => new SendVideoLinkCommandHandler(tasks, sms, config);

describe('send the recorder link to a phone', () => {
  it('texts the task’s own page under the public address', async () => {
    const sent: Array<{ to: string; text: string }> = [];
    await handlerWith({ send: async (message) => void sent.push(message) }).execute(new SendVideoLinkCommand(candidate, target, ' +971 501234567 '));
    expect(sent).toEqual([
      {
        to: '+971 501234567',
        text: `Backend Engineer: record your answers at https://ats.example/candidate-journey/${candidate.candidateUserId}/job-1/${target.applicationId}/stage-1/task-1/video-record`,
      },
    ]);
  });

  it('requires a valid phone number before anything is sent', async () => {
    const send = jest.fn();
    await expect(handlerWith({ send }).execute(new SendVideoLinkCommand(candidate, target, '  '))).rejects.toThrow('A phone number is required');
    await expect(handlerWith({ send }).execute(new SendVideoLinkCommand(candidate, target, '+971 50x'))).rejects.toThrow(/Invalid characters/);
    expect(send).not.toHaveBeenCalled();
  });

  it('answers 502 “Unable to send SMS” when the provider fails', async () => {
    const failing = handlerWith({ send: async () => Promise.reject(new Error('provider down')) });
    const refused = await failing.execute(new SendVideoLinkCommand(candidate, target, '+971 501234567')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpException);
    expect((refused as HttpException).getStatus()).toBe(502);
    expect((refused as HttpException).getResponse()).toEqual({ message: 'Unable to send SMS. Please try again.', errorCode: 'sms-send-failed' });
  });
});

describe('what a recorded answer is, by its bytes', () => {
  it('takes a WebM as video or, for an audio question, as audio; a PNG as a photo', () => {
    expect(answerContentTypeFor('video/webm', 'VIDEO')).toBe('video/webm');
    expect(answerContentTypeFor('video/webm', 'AUDIO')).toBe('audio/webm');
    expect(answerContentTypeFor('audio/opus', 'AUDIO')).toBe('audio/ogg');
    expect(answerContentTypeFor('image/png', 'PHOTO')).toBe('image/png');
  });

  it('refuses bytes that are not what the question asks for', () => {
    expect(answerContentTypeFor('image/png', 'VIDEO')).toBeNull();
    expect(answerContentTypeFor('application/pdf', 'AUDIO')).toBeNull();
    expect(answerContentTypeFor(null, 'PHOTO')).toBeNull();
  });
});
