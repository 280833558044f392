/** The preview's own error codes (docs/errors.md). */

/** 400: `preferred_adapter` names no registered runtime; details list the known ones. */
export const ADAPTER_UNKNOWN = "PREVIEW_ADAPTER_UNKNOWN";
/** 422: the named runtime cannot build this descriptor; details say why and which runtimes can. */
export const ADAPTER_UNSUITABLE = "PREVIEW_ADAPTER_UNSUITABLE";
/** 422: no runtime was named and none can build this descriptor; details say why, per runtime. */
export const NO_ADAPTER_FITS = "PREVIEW_NO_ADAPTER_FITS";
