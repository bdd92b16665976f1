import { applyDecorators, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { Response } from 'express';
import type { Actor, RecordedEvent } from '@ats/domain/shared';
import { attachment, csvWriter } from './csv';

export const HISTORY_EXPORT_FORMATS = ['csv', 'json'] as const;
export type HistoryExportFormat = (typeof HISTORY_EXPORT_FORMATS)[number];

/** `?format=csv|json` of every history export (an application's, a requisition's). */
export class HistoryExportRequestDto {
  @ApiPropertyOptional({ enum: HISTORY_EXPORT_FORMATS, default: 'csv' })
  @IsOptional()
  @IsIn(HISTORY_EXPORT_FORMATS, { message: 'format must be csv or json' })
  format?: HistoryExportFormat;
}

/** `GET :id/history/export` of an aggregate (`whose`: "The application’s", "The requisition's"), documented as a file download. */
export const HistoryExportRoute = (whose: string) =>
  applyDecorators(
    Get(':id/history/export'),
    ApiOperation({ summary: `${whose} whole history as a CSV or JSON download, with actor, cause and time of each event` }),
    ApiProduces('text/csv', 'application/json'),
    ApiOkResponse({ description: 'A file: text/csv (formula cells neutralised) or application/json' }),
  );

/** One event of an exported history: which stream and revision, when, who, why, and what it said. */
export type HistoryExportEntry = {
  /** The stream it was recorded on: an application's history also holds its offers' events. */
  stream: string;
  revision: number;
  occurredAt: string;
  type: string;
  actor: Actor;
  /** Why it happened: the automation or rule behind it, else the person's request. */
  cause: string;
  commandId: string;
  correlationId: string;
  causationId: string;
  summary: string;
  details: unknown;
};

const causeOf = (event: RecordedEvent, details: unknown): string => {
  const detail = (details ?? {}) as { cause?: unknown };
  if (typeof detail.cause === 'string') return detail.cause;
  if (event.metadata.actor.kind === 'automation') return `automation ${event.metadata.actor.id}`;
  return `${event.metadata.actor.kind} request`;
};

/** A stored event as an export row, with the words and details its aggregate's describer gave it. */
export const historyExportEntry = (event: RecordedEvent, described: { summary: string; details: unknown }): HistoryExportEntry => ({
  stream: event.streamId,
  revision: event.revision,
  occurredAt: event.metadata.occurredAt,
  type: event.type,
  actor: event.metadata.actor,
  cause: causeOf(event, described.details),
  commandId: event.metadata.commandId,
  correlationId: event.metadata.correlationId,
  causationId: event.metadata.causationId,
  summary: described.summary,
  details: described.details,
});

/** Oldest first across streams; within a stream, in revision order. */
export const inHistoryOrder = (entries: HistoryExportEntry[]): HistoryExportEntry[] =>
  [...entries].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt) || (a.stream === b.stream ? a.revision - b.revision : 0));

const HISTORY_COLUMNS = [
  'stream',
  'revision',
  'occurredAt',
  'type',
  'actorKind',
  'actorId',
  'actorName',
  'cause',
  'commandId',
  'correlationId',
  'causationId',
  'summary',
] as const;

const csvRow = (entry: HistoryExportEntry): Record<(typeof HISTORY_COLUMNS)[number], unknown> => ({
  stream: entry.stream,
  revision: entry.revision,
  occurredAt: entry.occurredAt,
  type: entry.type,
  actorKind: entry.actor.kind,
  actorId: entry.actor.id,
  actorName: entry.actor.name,
  cause: entry.cause,
  commandId: entry.commandId,
  correlationId: entry.correlationId,
  causationId: entry.causationId,
  summary: entry.summary,
});

/**
 * Sends a history as a download: CSV (formula cells neutralised) or JSON with `subject` (e.g. the application's or
 * the requisition's id) and the export's time before the entries.
 */
export const sendHistoryExport = (
  response: Response,
  export_: { fileStem: string; subject: Record<string, string>; entries: HistoryExportEntry[]; format: HistoryExportFormat | undefined },
): void => {
  const format = export_.format ?? 'csv';
  response.setHeader('Content-Disposition', attachment(`${export_.fileStem}-history.${format}`));
  response.setHeader('X-Content-Type-Options', 'nosniff');
  if (format === 'json') {
    response.type('application/json').send(JSON.stringify({ ...export_.subject, exportedAt: new Date().toISOString(), entries: export_.entries }, null, 2));
    return;
  }
  response.type('text/csv; charset=utf-8');
  const csv = csvWriter(HISTORY_COLUMNS);
  csv.pipe(response);
  for (const entry of export_.entries) csv.write(csvRow(entry));
  csv.end();
};
