import { STORAGE_KEYS } from '../storage-keys.ts';

/**
 * The inline script that runs in the head of the English home page before anything renders,
 * so a Chinese reader lands on /zh without a flash of the English page. It must repeat the
 * rule of `shouldRedirectRootToZh` in plain ES5 (it runs before any bundle); a unit test runs
 * this exact text against the pure function for every case. The server hashes it for the CSP.
 */
export const ROOT_REDIRECT_SCRIPT =
  `(function(){var s=null;try{s=window.localStorage.getItem('${STORAGE_KEYS.language}')}catch(e){}` +
  "var b=(navigator.language||'').toLowerCase();" +
  "if(s==='zh'||((s===null||s==='')&&b.indexOf('zh')===0)){" +
  "location.replace('/zh'+location.search+location.hash)}})();";
