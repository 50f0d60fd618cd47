'use strict';
// An eslint-module-utils resolver (interface version 2) for eslint-plugin-boundaries that resolves imports
// the way our TypeScript does (moduleResolution "bundler"): './crud.js' finds crud.ts, and '@tarmac/shared'
// follows the workspace link to packages/shared/src. It uses the TypeScript already installed, so the
// boundaries rules see the real files without another resolver package.
const fs = require('node:fs');
const path = require('node:path');
const { isBuiltin } = require('node:module');
const ts = require('typescript');

const options = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};
const cache = ts.createModuleResolutionCache(process.cwd(), (name) => name, options);

exports.interfaceVersion = 2;

/** @returns {{ found: boolean, path?: string | null }} */
exports.resolve = function resolve(source, file) {
  if (isBuiltin(source)) return { found: true, path: null };
  const { resolvedModule } = ts.resolveModuleName(source, file, options, ts.sys, cache);
  if (resolvedModule) return { found: true, path: path.resolve(resolvedModule.resolvedFileName) };
  // Assets (./styles.css, images) are not modules to TypeScript but are still files of ours.
  if (source.startsWith('.')) {
    const target = path.resolve(path.dirname(file), source);
    if (fs.existsSync(target) && fs.statSync(target).isFile()) return { found: true, path: target };
  }
  return { found: false };
};
