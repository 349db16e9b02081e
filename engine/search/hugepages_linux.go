package search

import (
	"syscall"
	"unsafe"
)

// adviseHugePages asks Linux to back the 2 MB-aligned part of the n bytes
// at ptr with huge pages (transparent huge pages in "madvise" mode, the
// usual setting, give them only to memory that asks). The hash table, the
// evaluation cache and the continuation histories are read at random
// points; with 4 KB pages nearly every such read also misses the TLB, and
// one 2 MB page covers what 512 small ones do. The pages the kernel cannot
// give stay small, so a refusal costs nothing; the caller then writes the
// memory, which is when the kernel assigns it.
func adviseHugePages(ptr unsafe.Pointer, n uintptr) {
	const huge = 2 << 20
	skip := -uintptr(ptr) & (huge - 1) // bytes before the first 2 MB boundary
	if n < skip+huge {
		return
	}
	length := (n - skip) &^ (huge - 1)
	_ = syscall.Madvise(unsafe.Slice((*byte)(unsafe.Add(ptr, skip)), length), syscall.MADV_HUGEPAGE)
}
