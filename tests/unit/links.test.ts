import { describe, expect, it } from 'vitest';
import { isSafeLink, isTrustedHost, linkDomain, outboundRel } from '../../core/links';

describe('outbound links (trusted hosts carry no nofollow)', () => {
  it('marks links to other sites nofollow', () => {
    expect(outboundRel('https://example.com/recipe')).toBe('nofollow noopener noreferrer');
  });

  it('leaves links to trusted hosts and their subdomains without nofollow', () => {
    expect(outboundRel('https://tackboard.app/pin/1/')).toBe('noopener noreferrer');
    expect(outboundRel('https://help.tackboard.app/')).toBe('noopener noreferrer');
    expect(outboundRel('http://localhost:4000/x')).toBe('noopener noreferrer');
  });

  it('is not fooled by look-alike hosts', () => {
    expect(isTrustedHost('https://eviltackboard.app/')).toBe(false);
    expect(isTrustedHost('https://tackboard.app.evil.example/')).toBe(false);
    expect(isTrustedHost('https://evil.example/?r=tackboard.app')).toBe(false);
    expect(outboundRel('https://tackboard.app.evil.example/')).toBe('nofollow noopener noreferrer');
  });

  it('treats hosts case-insensitively', () => {
    expect(isTrustedHost('https://TackBoard.App/')).toBe(true);
  });

  it('marks unparseable links nofollow', () => {
    expect(outboundRel('not a url')).toBe('nofollow noopener noreferrer');
  });

  it('only stores http and https links on pins', () => {
    expect(isSafeLink('https://example.com')).toBe(true);
    expect(isSafeLink('http://example.com')).toBe(true);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('data:text/html,<script>alert(1)</script>')).toBe(false);
    expect(isSafeLink('ftp://example.com/file')).toBe(false);
    expect(isSafeLink('example.com')).toBe(false);
  });

  it('shows the domain without www', () => {
    expect(linkDomain('https://www.Example.com/a/b?c=d')).toBe('example.com');
    expect(linkDomain('nope')).toBeNull();
  });
});
