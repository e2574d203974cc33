// webpack emits these as files (asset/resource) and the import is their URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
