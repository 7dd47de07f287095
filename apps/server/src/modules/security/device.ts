/** "Chrome on Windows" from a user agent: enough for a person to recognise their own devices. */
const browsers: Array<[RegExp, string]> = [
  [/MicroMessenger/i, 'WeChat'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS|Chromium/, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: Array<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = browsers.find(([re]) => re.test(ua))?.[1];
  const system = systems.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? (ua ? ua.slice(0, 40) : 'Unknown device');
}
