// @ts-check
// Pages paint before their scripts load. Next puts a page's scripts in its head as `<script src async>` (and its
// bootstrap script, preloaded, at the end of the body): the browser fetches them beside the stylesheet and runs each
// as it arrives, so on a fast link they run before the first frame and on a slow one they share the link with the
// stylesheet and the font. The production server (scripts/server.mjs) rewrites every HTML answer on its way out:
// those tags, and the preload of the bootstrap script, are taken out, and one inline script at the end of the body
// adds the same scripts back once the page's first contentful paint is on screen (at once when the page is hidden or
// the browser does not report paints, and after 4 s at the latest). React hydrates then as before; only the moment
// its scripts start changes.

/** An external script Next loads: src and async, and nothing the loader would not carry over (see #rewrite). */
const scriptTag = /<script\b([^>]*)><\/script>/gi;
/** A preload of a script (Next's for its bootstrap script). */
const scriptPreload = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/gi;
const bodyEnd = "</body>";

/**
 * The script that loads `sources` after the first contentful paint. Plain ES5, as it runs before any polyfill.
 * @param {string[]} sources script URLs, in the order Next gave them
 */
export function loaderSource(sources) {
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  return (
    `(function(u){var d=0;function go(){if(d)return;d=1;for(var i=0;i<u.length;i++){var s=document.createElement("script");` +
    `s.src=u[i];s.async=true;document.head.appendChild(s)}}` +
    `var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;` +
    `if(document.visibilityState!=="visible"||!t||t.indexOf("paint")<0)return go();` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}})` +
    `.observe({type:"paint",buffered:true});` +
    `document.addEventListener("visibilitychange",go);setTimeout(go,4000)})(${list})`
  );
}

/**
 * The scripts a rewritten page's loader adds, in its order; none for a page without a loader.
 * @param {string} html
 * @returns {string[]}
 */
export function deferredScripts(html) {
  const list = /\}\)\((\[[^\]]*\])\)<\/script>/.exec(html)?.[1];
  return list ? JSON.parse(list) : [];
}

/**
 * The value of `name` in a tag's attribute text, undefined when it is absent; true for a bare attribute.
 * @param {string} attributes
 * @param {string} name
 * @returns {string | true | undefined}
 */
function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?:="([^"]*)")?(?=\\s|$|/)`, "i").exec(attributes);
  if (!match) return undefined;
  return match[1] ?? true;
}

/** @param {string} value an attribute value as Next escapes it */
const unescapeAttribute = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * Where the text must be cut so that no tag this rewrites is split between two pieces: at a `<` whose tag has not
 * closed yet, or at a script whose closing tag has not come yet.
 * @param {string} text
 */
function safeEnd(text) {
  let cut = text.length;
  const last = text.lastIndexOf("<");
  if (last !== -1 && !text.includes(">", last)) cut = last;
  const script = cut > 0 ? text.lastIndexOf("<script", cut - 1) : -1;
  if (script !== -1 && !text.slice(script, cut).includes("</script>")) cut = script;
  return cut;
}

/**
 * Rewrites an HTML document that arrives in pieces: `push` each piece and send what it returns, then send what `end`
 * returns. The text out is the text in without the scripts' tags and preloads, with the loader before `</body>` (or
 * at the end, when the document has none).
 */
export class ScriptDeferral {
  /** @type {string[]} */
  #sources = [];
  /** @type {string | undefined} */
  #nonce;
  #held = "";
  #placed = false;

  /** @param {string} piece */
  push(piece) {
    const text = this.#held + piece;
    const cut = safeEnd(text);
    this.#held = text.slice(cut);
    return this.#rewrite(text.slice(0, cut));
  }

  end() {
    const rest = this.#rewrite(this.#held);
    this.#held = "";
    if (this.#placed || this.#sources.length === 0) return rest;
    this.#placed = true;
    return rest + this.#loader();
  }

  /** @param {string} text */
  #rewrite(text) {
    let out = text.replace(scriptTag, (tag, /** @type {string} */ attributes) => {
      const src = attribute(attributes, "src");
      // A module, a polyfill for old browsers, or a script with subresource integrity or CORS settings is left as
      // it is: the loader adds plain classic scripts.
      const deferrable =
        typeof src === "string" &&
        attribute(attributes, "async") !== undefined &&
        ["type", "nomodule", "integrity", "crossorigin"].every((name) => attribute(attributes, name) === undefined);
      if (!deferrable) return tag;
      this.#sources.push(unescapeAttribute(src));
      const nonce = attribute(attributes, "nonce");
      if (typeof nonce === "string") this.#nonce ??= nonce;
      return "";
    });
    out = out.replace(scriptPreload, "");
    if (!this.#placed && this.#sources.length > 0) {
      const at = out.indexOf(bodyEnd);
      if (at !== -1) {
        this.#placed = true;
        out = out.slice(0, at) + this.#loader() + out.slice(at);
      }
    }
    return out;
  }

  #loader() {
    const nonce = this.#nonce === undefined ? "" : ` nonce="${this.#nonce}"`;
    return `<script${nonce}>${loaderSource(this.#sources)}</script>`;
  }
}

/**
 * Rewrites the HTML that goes out on `response` (see above), whatever Next writes it with. Install it after the
 * compression, so that it sees the text before it is compressed.
 * @param {import("node:http").ServerResponse} response
 */
export function deferScripts(response) {
  const write = response.write;
  const end = response.end;
  /** @type {ScriptDeferral | null | undefined} undefined until the first piece, null when the answer is not HTML */
  let deferral;
  const decoder = new TextDecoder();
  const start = () => {
    if (deferral !== undefined) return deferral;
    const type = String(response.getHeader("content-type") ?? "");
    // An answer whose length already went out cannot change it.
    const html = type.startsWith("text/html") && !(response.headersSent && response.hasHeader("content-length"));
    deferral = html ? new ScriptDeferral() : null;
    if (deferral && !response.headersSent) response.removeHeader("content-length");
    return deferral;
  };
  /** A piece as Next wrote it, as bytes. @param {unknown} chunk @param {unknown} encoding */
  const bytes = (chunk, encoding) =>
    typeof chunk === "string"
      ? Buffer.from(chunk, typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8")
      : /** @type {Uint8Array} */ (chunk);
  response.write = /** @type {typeof response.write} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      const rewriting = start();
      if (!rewriting || chunk == null) return write.call(this, chunk, encoding, callback);
      const done = typeof encoding === "function" ? encoding : callback;
      return write.call(this, rewriting.push(decoder.decode(bytes(chunk, encoding), { stream: true })), "utf8", done);
    }
  );
  response.end = /** @type {typeof response.end} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      const rewriting = start();
      if (!rewriting) return end.call(this, chunk, encoding, callback);
      const done = typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback;
      const last =
        chunk == null || typeof chunk === "function" ? "" : decoder.decode(bytes(chunk, encoding), { stream: true });
      return end.call(this, rewriting.push(last + decoder.decode()) + rewriting.end(), "utf8", done);
    }
  );
}
