import { screen } from '@testing-library/react';
import { renderPage } from '@ats/web/testing/render-page';
import { ViewNotSupportedPage } from './view-not-supported-page';

describe('view not supported', () => {
  it('tells the visitor to use a desktop, in English and Arabic', async () => {
    const english = renderPage(<ViewNotSupportedPage />, { path: '/view-not-supported' });
    expect(screen.getByRole('heading', { level: 1, name: 'You need to use a desktop to access the application' })).toBeTruthy();
    english.unmount();
    renderPage(<ViewNotSupportedPage />, { path: '/view-not-supported', language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'تحتاج إلى استخدام جهاز كمبيوتر للوصول إلى التطبيق' })).toBeTruthy();
  });
});
