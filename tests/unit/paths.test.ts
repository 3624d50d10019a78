import { describe, expect, it } from 'vitest';
import {
  boardPath,
  businessConvertPath,
  createSectionPath,
  invitePath,
  passwordResetLinkPath,
  pinPath,
  profilePath,
  SETTINGS_PATHS,
  sectionPath,
  verifyEmailPath,
} from '../../core/paths';

// The app's addresses, as links, mails and the API's `url` fields carry them: every page path ends in a slash.

describe('app paths', () => {
  it('nests profile, board and section pages', () => {
    expect(profilePath('ada')).toBe('/ada/');
    expect(boardPath('ada', 'lamps')).toBe('/ada/lamps/');
    expect(sectionPath(boardPath('ada', 'lamps'), 'desk')).toBe('/ada/lamps/desk/');
  });

  it('builds pin, section-create and invitation pages', () => {
    expect(pinPath('42')).toBe('/pin/42/');
    expect(createSectionPath('7')).toBe('/board/7/create_section/');
    expect(invitePath('a/b?c')).toBe('/invite/a%2Fb%3Fc/');
  });

  it('builds the mailed links from their tokens', () => {
    expect(passwordResetLinkPath('tok-_1')).toBe('/password/reset/tok-_1/');
    expect(verifyEmailPath('tok-_2')).toBe('/verify-email/tok-_2/');
  });

  it('carries where to go after converting to a business account, encoded', () => {
    expect(businessConvertPath()).toBe('/business/convert/');
    expect(businessConvertPath(SETTINGS_PATHS.business)).toBe(
      '/business/convert/?next=%2Fsettings%2Fbusiness%2F',
    );
  });

  it('ends every settings page with a slash', () => {
    for (const path of Object.values(SETTINGS_PATHS))
      expect(path).toMatch(/^\/settings\/[a-z]+(-[a-z]+)*\/$/);
  });
});
