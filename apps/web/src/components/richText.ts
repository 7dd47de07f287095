/** Browsers' editing commands write b, i and div; the server keeps strong, em and p (its sanitiser's list). */
export const normaliseHtml = (html: string) =>
  html
    .replace(/<(\/?)b(?=[\s>])/gi, '<$1strong')
    .replace(/<(\/?)i(?=[\s>])/gi, '<$1em')
    .replace(/<(\/?)div(?=[\s>])/gi, '<$1p')
    .replace(/^<br>$/, '');
