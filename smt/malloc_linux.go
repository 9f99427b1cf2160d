// This file tunes the C allocator under libz3 on glibc systems.

package smt

/*
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
// sfTuneMalloc keeps freed memory for reuse: blocks under 32 MiB come
// from the heap instead of their own mappings, and the heap returns
// memory to the system only past 512 MiB of free space at its top.
static void sfTuneMalloc(void) {
	mallopt(M_MMAP_THRESHOLD, 32 << 20);
	mallopt(M_TRIM_THRESHOLD, 512 << 20);
}
#else
static void sfTuneMalloc(void) {}
#endif
*/
import "C"

import (
	"os"
	"sync"
)

// tuneMalloc sets glibc's allocator, once, before the first Z3 context,
// unless GLIBC_TUNABLES sets it already.
//
// Every Z3 context allocates two blocks of 8.5 MB when it is created and
// frees them when it is deleted; glibc maps such blocks anew each time and
// returns them to the system when freed, so each new context (one per
// function verified, and one every renewEvery checks) faulted in 17 MB of
// fresh pages. verify's TestScale, 2,000 functions at -j 8, took 45 s of
// CPU and 1.2 million page faults with glibc's defaults, and 30 s and
// 0.28 million with this tuning; the golden packages' run, fewer contexts
// and longer checks, the same user time and a tenth less system time. The
// cost is memory kept by the process for reuse instead of returned.
var tuneMalloc = sync.OnceFunc(func() {
	if os.Getenv("GLIBC_TUNABLES") == "" {
		C.sfTuneMalloc()
	}
})
