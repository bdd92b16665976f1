import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ChangeJobBoardPostingCommandHandler } from './change-job-board-posting.command-handler';
import { ConnectJobBoardPostingCommandHandler } from './connect-job-board-posting/connect-job-board-posting.command-handler';
import { ConnectJobBoardPostingHttpController } from './connect-job-board-posting/connect-job-board-posting.http.controller';
import { CloseJobBoardPostingHttpController } from './close-job-board-posting/close-job-board-posting.http.controller';
import { JobBoardPostingQueriesHttpController } from './job-board-posting-queries/job-board-posting-queries.http.controller';
import { JobBoardPostingsQueryHandler } from './job-board-posting-queries/job-board-posting-queries.query-handler';
import { JobFeedHttpController } from './job-feed/job-feed.http.controller';
import { JobFeedQueryHandler } from './job-feed/job-feed.query-handler';
import { MarkJobBoardPostingClosedHttpController } from './mark-job-board-posting-closed/mark-job-board-posting-closed.http.controller';
import { PostToJobBoardCommandHandler } from './post-to-job-board/post-to-job-board.command-handler';
import { PostToJobBoardHttpController } from './post-to-job-board/post-to-job-board.http.controller';
import { RepostJobBoardPostingHttpController } from './repost-job-board-posting/repost-job-board-posting.http.controller';

/** Job board postings (spec 02 §2.6, §4.2) and the public XML job feed. */
@Module({
  imports: [CqrsModule],
  controllers: [
    JobBoardPostingQueriesHttpController,
    PostToJobBoardHttpController,
    ConnectJobBoardPostingHttpController,
    CloseJobBoardPostingHttpController,
    RepostJobBoardPostingHttpController,
    MarkJobBoardPostingClosedHttpController,
    JobFeedHttpController,
  ],
  providers: [
    JobBoardPostingsQueryHandler,
    PostToJobBoardCommandHandler,
    ConnectJobBoardPostingCommandHandler,
    ChangeJobBoardPostingCommandHandler,
    JobFeedQueryHandler,
  ],
})
export class JobBoardPostingsModule {}
