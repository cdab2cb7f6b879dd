import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrowserSupportDialog } from './browser-support-dialog';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe('browser support dialog', () => {
  it.each([IE11, IE10])('tells Internet Explorer users it is not supported and lists the supported browsers', (ua) => {
    render(<BrowserSupportDialog userAgent={ua} />);
    const dialog = screen.getByRole('alertdialog', { name: 'This browser is not supported' });
    expect(dialog.textContent).toContain('Internet Explorer is not supported');
    expect(dialog.textContent).toContain('newest or the previous version');
    for (const browser of ['Chrome', 'Edge', 'Firefox', 'Safari']) expect(dialog.textContent).toContain(browser);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  });

  it('stays hidden in other browsers', () => {
    render(<BrowserSupportDialog userAgent={CHROME} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
