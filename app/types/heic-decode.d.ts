// heic-decode 2.1.0 ships no types: the part of its API utils/images.server.ts uses.
declare module "heic-decode" {
  interface Decoded {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface Image {
    width: number;
    height: number;
    decode(): Promise<Decoded>;
  }
  function decode(input: { buffer: Uint8Array }): Promise<Decoded>;
  namespace decode {
    function all(input: { buffer: Uint8Array }): Promise<Image[] & { dispose(): void }>;
  }
  export default decode;
}
