// This file measures the terminal's width on Linux.

package main

import (
	"os"
	"syscall"
	"unsafe"
)

// termWidth returns the number of columns of terminal f; 0 if unknown.
func termWidth(f *os.File) int {
	var ws struct{ row, col, x, y uint16 }
	_, _, errno := syscall.Syscall(syscall.SYS_IOCTL, f.Fd(), uintptr(syscall.TIOCGWINSZ), uintptr(unsafe.Pointer(&ws)))
	if errno != 0 {
		return 0
	}
	return int(ws.col)
}
