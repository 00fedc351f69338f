import { beforeEach, describe, expect, it } from 'vitest';
import { createToaster, createToastQueue } from '../../design-system/components/Toast/toastQueue';
import { CARRIED_NOTICES_KEY, carryNotices, showCarriedNotices } from './carriedNotices';

describe('notices carried across the website → app hand-over', () => {
  beforeEach(() => sessionStorage.clear());

  it('the website’s “You are signed in.” shows once in the app’s document', () => {
    const website = createToastQueue();
    createToaster(website).positive('You are signed in.');
    carryNotices(website);

    // The app's document starts with a queue of its own.
    const app = createToastQueue();
    showCarriedNotices(createToaster(app));
    expect(app.visibleToasts.map((t) => t.content)).toEqual([{ tone: 'positive', message: 'You are signed in.' }]);
    expect(sessionStorage.getItem(CARRIED_NOTICES_KEY)).toBeNull();

    // A reload later shows nothing again.
    const reloaded = createToastQueue();
    showCarriedNotices(createToaster(reloaded));
    expect(reloaded.visibleToasts).toEqual([]);
  });

  it('carries nothing when nothing is on screen, and ignores a damaged record', () => {
    carryNotices(createToastQueue());
    expect(sessionStorage.getItem(CARRIED_NOTICES_KEY)).toBeNull();
    sessionStorage.setItem(CARRIED_NOTICES_KEY, '{not json');
    const app = createToastQueue();
    showCarriedNotices(createToaster(app));
    expect(app.visibleToasts).toEqual([]);
  });
});
