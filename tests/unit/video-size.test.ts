import { describe, it, expect } from 'vitest';
import { videoBox, videoBoxStyle, videoSize } from '../../src/lib/video-size';

describe('video-with-text sizes', () => {
  it('small is 413x480 on desktop and 343x480 on mobile', () => {
    expect(videoBox('Pequeno')).toEqual({ width: 413, height: 480, mobileWidth: '343px', mobileHeight: '480px' });
  });

  it('medium is 561x328 and takes the full width on mobile keeping its ratio', () => {
    expect(videoBox('Medio')).toEqual({ width: 561, height: 328, mobileWidth: '100%', mobileHeight: 'auto' });
  });

  it('large is 858x328 and 100% by 193 px on mobile', () => {
    expect(videoBox('Grande')).toEqual({ width: 858, height: 328, mobileWidth: '100%', mobileHeight: '193px' });
  });

  it('reads the size name regardless of case and accents, medium when missing or unknown', () => {
    expect(videoSize('médio')).toBe('Medio');
    expect(videoSize(' GRANDE ')).toBe('Grande');
    expect(videoSize(null)).toBe('Medio');
    expect(videoSize('Enorme')).toBe('Medio');
  });

  it('exposes the box as CSS custom properties', () => {
    const style = videoBoxStyle('Grande');
    expect(style).toContain('--video-w: 858px');
    expect(style).toContain('--video-h: 328px');
    expect(style).toContain('--video-ratio: 858 / 328');
    expect(style).toContain('--video-w-mobile: 100%');
    expect(style).toContain('--video-h-mobile: 193px');
  });
});
