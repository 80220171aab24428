// Package boards builds boards for the judge's tests and benchmarks: the
// family of hard block declarations from the coNP-hardness reduction (Exact
// Cover by 3-Sets, ../../../shared/research/hard-instances.md) with an exact
// cover solver to label them, random dense boards full of requirements and
// restrictions, and large easy boards. It is test support: nothing in the
// service imports it.
package boards
