import { describe, expect, it } from 'vitest';
import { SPECULATION_RULES_TEXT } from '../html/speculation-rules.ts';
import { contentSecurityDirectives, scriptHash } from './security-headers.ts';

const RULES = scriptHash(SPECULATION_RULES_TEXT);

/** Hosts that serve JSONP or other script an attacker can steer (Google's CSP Evaluator flags them). */
const SCRIPT_BYPASS_SOURCES = [
  'https://pagead2.googlesyndication.com',
  'https://googleads.g.doubleclick.net',
  'https://*.google.com',
  'https://www.google.com',
  'https://adservice.google.com',
  'https://www.googletagservices.com',
  'https://partner.googleadservices.com',
  'https://*.googlesyndication.com',
];

describe('the page policy with ads', () => {
  const directives = contentSecurityDirectives({
    inlineScripts: [],
    adScriptUrl: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
  });

  it("admits AdSense's loader folder and quality checks, never a whole ad host", () => {
    expect(directives.scriptSrc).toEqual([
      "'self'",
      RULES,
      'https://pagead2.googlesyndication.com/pagead/',
      'https://*.adtrafficquality.google',
      'https://fundingchoicesmessages.google.com',
    ]);
    for (const source of SCRIPT_BYPASS_SOURCES) expect(directives.scriptSrc).not.toContain(source);
    expect(directives.scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('lets the ads frame and the blocker probe reach the ad network', () => {
    expect(directives.frameSrc).toContain('https://googleads.g.doubleclick.net');
    expect(directives.connectSrc).toContain('https://pagead2.googlesyndication.com');
  });

  it('follows a configured ad script to its own folder', () => {
    const custom = contentSecurityDirectives({
      inlineScripts: [],
      adScriptUrl: 'https://ads.example/lib/ad.js',
    });
    expect(custom.scriptSrc).toContain('https://ads.example/lib/');
    expect(custom.connectSrc).toContain('https://ads.example');
  });
});

describe('the page policy without ads', () => {
  it('admits no ad network at all', () => {
    const directives = contentSecurityDirectives({ inlineScripts: [], adScriptUrl: null });
    expect(directives.scriptSrc).toEqual(["'self'", RULES]);
    expect(directives.frameSrc).toEqual(["'none'"]);
    expect(JSON.stringify(directives)).not.toMatch(/google|doubleclick/);
  });
});
