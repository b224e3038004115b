import { describe, expect, it } from 'vitest';
import { createDesktopNotices } from './desktop-notices';

describe('desktop notices', () => {
  it('keeps messages published before anyone listens and delivers them once, in order', () => {
    const notices = createDesktopNotices();
    notices.publish('Your saved kitchen could not be read');
    notices.publish('The local backend could not start');
    const first: string[] = [];
    notices.subscribe((m) => first.push(m));
    const second: string[] = [];
    notices.subscribe((m) => second.push(m));
    expect(first).toEqual([
      'Your saved kitchen could not be read',
      'The local backend could not start',
    ]);
    expect(second).toEqual([]);
  });

  it('delivers later messages to every listener until it unsubscribes', () => {
    const notices = createDesktopNotices();
    const seen: string[] = [];
    const off = notices.subscribe((m) => seen.push(m));
    notices.publish('one');
    off();
    notices.publish('two');
    expect(seen).toEqual(['one']);
    const late: string[] = [];
    notices.subscribe((m) => late.push(m));
    expect(late).toEqual(['two']);
  });
});
