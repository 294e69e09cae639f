import { consoleStoreProfileExamples } from '@nearbite/contract/examples/console-store-profile.examples';
import { describe, expect, it } from 'vitest';
import { changesOf, draftOf } from './use-profile-draft';

const profile = { ...consoleStoreProfileExamples.get.response, contactPhoneNumber: '4155550123' };

describe('the profile form’s changes', () => {
  it('sends only the fields staff changed, not an older phone saved before E.164', () => {
    expect(changesOf(draftOf(profile), profile)).toEqual({});
    expect(changesOf({ ...draftOf(profile), prepMinutes: '25' }, profile)).toEqual({
      prepareFoodTimeSeconds: 1500,
    });
  });

  it('sends a phone typed as 10 digits in E.164, and a cleared website as null', () => {
    const draft = { ...draftOf(profile), phone: '415-555-0199', website: '' };
    expect(changesOf(draft, profile)).toEqual({ contactPhoneNumber: '+14155550199', website: null });
  });
});
