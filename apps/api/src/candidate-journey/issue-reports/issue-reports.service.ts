import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { checkIssueReport } from '@ats/domain/issue-reports/issue-report.rules';
import type { BlobStore } from '@ats/infra/blob-store';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { enqueueMail } from '@ats/infra/mail/mail-outbox';
import { CandidateAccounts } from '../../apply-portal/candidate-account';
import { detectContentType } from '../../applications/files/upload-file/file-content';
import { decodeFileName } from '../../applications/files/upload-file/upload-file.http.controller';
import type { CandidateCaller } from '../../identity/caller';
import { BLOB_STORE, EVENT_STORE } from '../../platform/tokens';
import { candidateOwnApplication, candidatePageNotFound } from '../candidate-application';
import { candidateApplicationId, candidatePathId } from '../candidate-path-params';

export type ReportIssueResult = { id: string };

type StoredFile = { blobId: string; fileName: string; contentType: string; sizeBytes: number };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A candidate's problem report (spec 03 §2.3 "Report an issue"): kept with its files (blob store, under the
 * company) and mailed, files attached, to the company's admins — company settings hold no support address, so
 * the people who run the company's account are who hears of it.
 */
@Injectable()
export class IssueReports {
  private readonly logger = new Logger('IssueReports');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly dataSource: DataSource,
    private readonly accounts: CandidateAccounts,
  ) {}

  async report(candidate: CandidateCaller, body: Record<string, unknown>, files: Express.Multer.File[]): Promise<ReportIssueResult> {
    const applicationId = candidateApplicationId(text(body.applicationId));
    const stageId = candidatePathId.transform(text(body.stageId));
    const taskId = candidatePathId.transform(text(body.taskId));
    const own = await candidateOwnApplication(this.store, this.dataSource, this.accounts, candidate, applicationId);
    const stage = own.job.stages.find((candidateStage) => candidateStage.id === stageId);
    if (!stage?.tasks.some((task) => task.id === taskId)) throw candidatePageNotFound();

    const detected = await Promise.all(files.map(async (file) => ({ file, contentType: await detectContentType(file.buffer) })));
    const { description, page } = checkIssueReport({
      description: text(body.description),
      page: text(body.page),
      files: detected.map(({ file, contentType }) => ({ sizeBytes: file.size, contentType })),
    });

    const id = randomUUID();
    const stored: StoredFile[] = [];
    try {
      for (const { file, contentType } of detected) {
        const blobId = randomUUID();
        await this.blobs.put({ companyId: own.companyId, blobId }, file.buffer, { contentType: contentType! });
        stored.push({ blobId, fileName: decodeFileName(file.originalname).slice(0, 255) || 'file', contentType: contentType!, sizeBytes: file.size });
      }
      await this.dataSource.transaction(async (manager) => {
        await manager.query(
          `INSERT INTO candidate_issue_reports (id, company_id, application_id, stage_id, task_id, page, candidate_user_id, description, files)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [id, own.companyId, applicationId, stageId, taskId, page, candidate.candidateUserId, description, JSON.stringify(stored)],
        );
        const admins = (await manager.query(
          `SELECT email FROM users WHERE company_id = $1 AND 'COMPANY_ADMIN' = ANY(roles) AND status = 'ACTIVE' AND deleted_at IS NULL`,
          [own.companyId],
        )) as Array<{ email: string }>;
        for (const admin of admins) {
          await enqueueMail(manager, {
            kind: 'NOTIFICATION',
            companyId: own.companyId,
            to: admin.email,
            replyTo: own.email,
            subject: `A candidate reported a problem: ${own.job.name}`,
            text: [
              `A candidate reported a problem on the ${page} page of a task.`,
              '',
              `Job: ${own.job.name}`,
              `Stage: ${stage.name}`,
              `Candidate: ${own.email}`,
              `Application: ${applicationId}`,
              '',
              'Description:',
              description,
              '',
              stored.length > 0 ? `Attached files: ${stored.map((file) => file.fileName).join(', ')}` : 'No files were attached.',
            ].join('\n'),
            attachments: stored.map((file) => ({ companyId: own.companyId, blobId: file.blobId, fileName: file.fileName, contentType: file.contentType })),
          });
        }
      });
      return { id };
    } catch (error) {
      for (const file of stored) {
        await this.blobs.delete({ companyId: own.companyId, blobId: file.blobId }).catch((cause: unknown) => this.logger.error(`Could not remove blob ${file.blobId}: ${String(cause)}`));
      }
      throw error;
    }
  }
}

