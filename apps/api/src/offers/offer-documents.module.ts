import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { libreOfficeConverter, type DocumentConverter } from '@ats/infra/documents';

export const DOCUMENT_CONVERTER = Symbol('DOCUMENT_CONVERTER');

/**
 * The document converter offer letters become PDFs with (infra/documents: LibreOffice headless). Two slots:
 * a preview and a send may convert side by side on the API's machine without starting a third soffice.
 */
@Module({
  providers: [{ provide: DOCUMENT_CONVERTER, useFactory: (): DocumentConverter => libreOfficeConverter({ slots: 2 }) }],
  exports: [DOCUMENT_CONVERTER],
})
export class OfferDocumentsModule implements OnApplicationShutdown {
  constructor(@Inject(DOCUMENT_CONVERTER) private readonly converter: DocumentConverter) {}

  async onApplicationShutdown(): Promise<void> {
    await this.converter.close();
  }
}
