import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource, In } from 'typeorm';
import { BookingErrors, type BookingLinkRow, type InterviewAvailabilityRow } from '@ats/domain/interview-availability';
import { UserEntity, memberDisplayName } from '@ats/infra/db/entities/user.entity';
import { availabilitiesOf, companyBookingLinks, loadAvailability, loadBookingLink } from '@ats/infra/interview-booking/booking-rows';
import type { AvailabilityResponseDto, BookingLinkResponseDto } from './interview-booking.response.dto';

const namesOf = async (dataSource: DataSource, ids: string[]): Promise<Map<string, string>> => {
  const users = ids.length ? await dataSource.getRepository(UserEntity).findBy({ id: In([...new Set(ids)]) }) : [];
  return new Map(users.map((user) => [user.id, memberDisplayName(user)]));
};

const availabilityResponse = ({ companyId: _c, updatedBy: _u, updatedAt: _a, ...row }: InterviewAvailabilityRow, names: Map<string, string>): AvailabilityResponseDto => ({
  ...row,
  interviewerName: names.get(row.interviewerId) ?? '',
});

const linkResponse = ({ companyId: _c, updatedBy: _u, updatedAt: _a, ...row }: BookingLinkRow, names: Map<string, string>): BookingLinkResponseDto => ({
  ...row,
  interviewerNames: row.interviewerIds.map((id) => names.get(id) ?? ''),
});

export class ListAvailabilitiesQuery extends Query<AvailabilityResponseDto[]> {
  constructor(
    readonly companyId: string,
    /** Null: every interviewer's (an admin); else only this user's own. */
    readonly onlyOf: string | null,
  ) {
    super();
  }
}

@QueryHandler(ListAvailabilitiesQuery)
export class ListAvailabilitiesQueryHandler implements IQueryHandler<ListAvailabilitiesQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ companyId, onlyOf }: ListAvailabilitiesQuery): Promise<AvailabilityResponseDto[]> {
    const rows = await availabilitiesOf(this.dataSource.manager, companyId, onlyOf ? [onlyOf] : undefined);
    const names = await namesOf(this.dataSource, rows.map((row) => row.interviewerId));
    return rows.map((row) => availabilityResponse(row, names));
  }
}

export class AvailabilityQuery extends Query<AvailabilityResponseDto> {
  constructor(
    readonly companyId: string,
    readonly id: string,
    readonly onlyOf: string | null,
  ) {
    super();
  }
}

@QueryHandler(AvailabilityQuery)
export class AvailabilityQueryHandler implements IQueryHandler<AvailabilityQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ companyId, id, onlyOf }: AvailabilityQuery): Promise<AvailabilityResponseDto> {
    const row = await loadAvailability(this.dataSource.manager, companyId, id);
    if (!row || (onlyOf && row.interviewerId !== onlyOf)) throw BookingErrors.availabilityNotFound();
    return availabilityResponse(row, await namesOf(this.dataSource, [row.interviewerId]));
  }
}

export class ListBookingLinksQuery extends Query<BookingLinkResponseDto[]> {
  constructor(readonly companyId: string) {
    super();
  }
}

@QueryHandler(ListBookingLinksQuery)
export class ListBookingLinksQueryHandler implements IQueryHandler<ListBookingLinksQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ companyId }: ListBookingLinksQuery): Promise<BookingLinkResponseDto[]> {
    const rows = await companyBookingLinks(this.dataSource.manager, companyId);
    const names = await namesOf(this.dataSource, rows.flatMap((row) => row.interviewerIds));
    return rows.map((row) => linkResponse(row, names));
  }
}

export class BookingLinkQuery extends Query<BookingLinkResponseDto> {
  constructor(
    readonly companyId: string,
    readonly id: string,
  ) {
    super();
  }
}

@QueryHandler(BookingLinkQuery)
export class BookingLinkQueryHandler implements IQueryHandler<BookingLinkQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ companyId, id }: BookingLinkQuery): Promise<BookingLinkResponseDto> {
    const row = await loadBookingLink(this.dataSource.manager, companyId, id);
    if (!row) throw BookingErrors.linkNotFound();
    return linkResponse(row, await namesOf(this.dataSource, row.interviewerIds));
  }
}
