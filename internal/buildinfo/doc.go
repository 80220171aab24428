// Package buildinfo says which build of rulesjudge is running, from what
// the Go toolchain records in every binary (runtime/debug.ReadBuildInfo):
// the module version, the VCS revision and time, whether the tree had
// uncommitted changes, and the Go version; or, where the build recorded
// none (the Docker image, built without .git), the version and revision
// the linker stamped (-ldflags -X). judge --version and judged
// --version print it; the card downloader sends it as its User-Agent.
package buildinfo
