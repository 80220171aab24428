// Package buildinfo says which build of rulesjudge is running, from what
// the Go toolchain records in every binary (runtime/debug.ReadBuildInfo):
// the module version, the VCS revision and time, whether the tree had
// uncommitted changes, and the Go version. judge --version and judged
// --version print it; the card downloader sends it as its User-Agent.
package buildinfo
