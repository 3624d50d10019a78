import { describe, expect, it } from 'vitest';
import {
  clampRange,
  isSafeMediaPath,
  mediaContentType,
  RangeNotSatisfiable,
} from '../../server/domain/media/mediaStore';
import { parseRange } from '../../server/http/mediaFiles';
import { signatureProblem } from '../support/s3Server';

describe('media paths and ranges', () => {
  it('accepts the paths the pipeline writes and nothing that climbs out', () => {
    expect(isSafeMediaPath('originals/ab/cd/abcdef.png')).toBe(true);
    expect(isSafeMediaPath('75x75/ab/cd/abcdef.jpg')).toBe(true);
    expect(isSafeMediaPath('videos/ab/cd/abcdef.webm')).toBe(true);
    for (const bad of [
      '../x.png',
      'a/../../x.png',
      '/etc/passwd',
      'originals',
      'a//b.png',
      'a/.hidden',
      'a/b c.png',
    ]) {
      expect(isSafeMediaPath(bad), bad).toBe(false);
    }
  });

  it('names the content type by extension', () => {
    expect(mediaContentType('a/b.jpg')).toBe('image/jpeg');
    expect(mediaContentType('a/b.webm')).toBe('video/webm');
    expect(mediaContentType('a/b.bin')).toBe('application/octet-stream');
  });

  it('reads one start-end or start- range and ignores the rest', () => {
    expect(parseRange('bytes=0-99')).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=100-')).toEqual({ start: 100, end: null });
    expect(parseRange(undefined)).toBeUndefined();
    expect(parseRange('bytes=-500')).toBeUndefined();
    expect(parseRange('bytes=0-1,5-9')).toBeUndefined();
    expect(parseRange('bytes=9-1')).toBeUndefined();
    expect(parseRange('items=0-1')).toBeUndefined();
  });

  it('clamps a range to the file and refuses one that starts past its end', () => {
    expect(clampRange(undefined, 10)).toEqual({ start: 0, end: 9 });
    expect(clampRange({ start: 5, end: 100 }, 10)).toEqual({ start: 5, end: 9 });
    expect(() => clampRange({ start: 10, end: null }, 10)).toThrow(RangeNotSatisfiable);
  });
});

// The test S3 server's signature gate must itself be right, or a store that signs wrongly could pass: AWS's own
// worked example (S3 API reference, "Signature Calculations for the Authorization Header", GET Object).
describe('the test S3 server checks signatures as S3 does', () => {
  const example = {
    method: 'GET',
    url: '/test.txt',
    headers: {
      host: 'examplebucket.s3.amazonaws.com',
      range: 'bytes=0-9',
      'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      'x-amz-date': '20130524T000000Z',
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    },
  };
  const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
  const then = Date.parse('2013-05-24T00:00:00Z');

  it('accepts the documented request', () => {
    expect(signatureProblem(example, Buffer.alloc(0), secret, then)).toBeNull();
  });

  it('refuses a changed header, another secret, a wrong payload hash and a stale date', () => {
    const changed = { ...example, headers: { ...example.headers, range: 'bytes=0-10' } };
    expect(signatureProblem(changed, Buffer.alloc(0), secret, then)).toBe('the signature does not match');
    expect(signatureProblem(example, Buffer.alloc(0), 'other', then)).toBe('the signature does not match');
    expect(signatureProblem(example, Buffer.from('x'), secret, then)).toBe('the payload hash is wrong');
    expect(signatureProblem(example, Buffer.alloc(0), secret)).toBe('the request time is too skewed');
  });
});
