/** heic-decode 2 ships no types: libheif (wasm) decoding HEIC to RGBA pixels. */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel, rows top to bottom. */
    data: Uint8ClampedArray;
  }
  interface HeifImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  function decode(input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedImage>;
  namespace decode {
    function all(input: { buffer: Uint8Array | ArrayBuffer }): Promise<HeifImage[] & { dispose(): void }>;
  }
  export default decode;
}
