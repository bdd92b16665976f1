import { Inject, Logger, Module, RequestMethod, type MiddlewareConsumer, type NestModule, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { AtsConfig } from '@ats/infra/config';
import { smsOutbox } from '@ats/infra/sms/sms-outbox';
import { SMS_SENDER } from '@ats/infra/sms/sms.port';
import { CandidateAccounts } from '../../apply-portal/candidate-account';
import { CallerResolver } from '../../identity/caller-resolver';
import { ATS_CONFIG } from '../../platform/tokens';
import { VideoAnswersHttpController } from './video-answers.http.controller';
import {
  RecordVideoTakeCommandHandler,
  SendVideoLinkCommandHandler,
  VIDEO_TASKS,
  VideoAnswerActionCommandHandler,
  VideoAnswersQueryHandler,
  videoTasksProvider,
  type VideoTasks,
} from './video-answers.handlers';
import { createVideoUploads, uploadDirectoryOf } from './video-uploads';

/**
 * Video, audio and photo answers (spec 03 §2.3 "Video interview"): the recorder page's routes, the tus upload
 * of each take (mounted as middleware: tus speaks its own HTTP, not JSON), and the SMS port for the phone link.
 * No SMS provider is wired yet: the development outbox keeps every message (GET /api/dev-sms-outbox).
 */
@Module({
  imports: [CqrsModule],
  controllers: [VideoAnswersHttpController],
  providers: [
    CandidateAccounts,
    videoTasksProvider,
    { provide: SMS_SENDER, inject: [DataSource], useFactory: smsOutbox },
    VideoAnswersQueryHandler,
    VideoAnswerActionCommandHandler,
    RecordVideoTakeCommandHandler,
    SendVideoLinkCommandHandler,
  ],
})
export class VideoAnswersModule implements NestModule, OnModuleDestroy {
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    @Inject(VIDEO_TASKS) private readonly tasks: VideoTasks,
    @Inject(ATS_CONFIG) private readonly config: AtsConfig,
    private readonly commands: CommandBus,
    private readonly callers: CallerResolver,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    const uploads = createVideoUploads({
      directory: uploadDirectoryOf(this.config.blobStore),
      tasks: this.tasks,
      commands: this.commands,
      callers: this.callers,
      webOrigins: this.config.webOrigins,
    });
    // Unfinished uploads expire after a day: their partial files are swept every hour.
    this.sweeper = setInterval(() => {
      uploads.removeExpired().catch((error: unknown) => new Logger('VideoUploads').warn(`Sweeping expired uploads failed: ${String(error)}`));
    }, SWEEP_EVERY_MS);
    this.sweeper.unref();
    consumer
      .apply(uploads.middleware)
      .forRoutes({ path: 'candidate-journey/video-uploads', method: RequestMethod.ALL }, { path: 'candidate-journey/video-uploads/*id', method: RequestMethod.ALL });
  }

  onModuleDestroy(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;
