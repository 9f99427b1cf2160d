// This file defines the packages that give the harness's stand-ins for
// xsync and concurrent-map their libraries' names (type aliases and
// wrappers), so that an embedded field keeps its name: the
// instrumentation replaces xsync.Map by snowflakeoraclexsync4.Map, not by
// the harness's X4Map. They need a module at go 1.24 or later (generic
// type aliases).

package oracle

import (
	"fmt"
)

// aliasPkg is one such package: its directory under the harness, its
// import name in instrumented files, and its source (%[1]s is the
// harness's import path).
type aliasPkg struct {
	dir, name, src string
}

// aliasPkgs are the alias packages by the library's import path.
var aliasPkgs = map[string]aliasPkg{
	"github.com/puzpuzpuz/xsync/v3": {"xsync3", "snowflakeoraclexsync3", `package xsync3

import rt %[1]q

type (
	Map              = rt.X3Map
	MapOf[K comparable, V any] = rt.X3MapOf[K, V]
	Counter          = rt.X3Counter
	MapConfig        = rt.X3MapConfig
)

func NewMap(options ...func(*MapConfig)) *Map { return rt.X3NewMap(options...) }
func NewMapPresized(sizeHint int) *Map       { return rt.X3NewMapPresized(sizeHint) }
func NewMapOf[K comparable, V any](options ...func(*MapConfig)) *MapOf[K, V] {
	return rt.X3NewMapOf[K, V](options...)
}
func NewMapOfPresized[K comparable, V any](sizeHint int) *MapOf[K, V] {
	return rt.X3NewMapOfPresized[K, V](sizeHint)
}
func NewCounter() *Counter                       { return rt.X3NewCounter() }
func WithPresize(sizeHint int) func(*MapConfig) { return rt.X3WithPresize(sizeHint) }
func WithGrowOnly() func(*MapConfig)            { return rt.X3WithGrowOnly() }
`},
	"github.com/puzpuzpuz/xsync/v4": {"xsync4", "snowflakeoraclexsync4", `package xsync4

import rt %[1]q

type (
	Map[K comparable, V any] = rt.X4Map[K, V]
	Counter   = rt.X4Counter
	MapConfig = rt.X4MapConfig
	ComputeOp = rt.X4ComputeOp
)

const (
	CancelOp = rt.X4CancelOp
	UpdateOp = rt.X4UpdateOp
	DeleteOp = rt.X4DeleteOp
)

func NewMap[K comparable, V any](options ...func(*MapConfig)) *Map[K, V] {
	return rt.X4NewMap[K, V](options...)
}
func NewMapOf[K comparable, V any](options ...func(*MapConfig)) *Map[K, V] {
	return rt.X4NewMapOf[K, V](options...)
}
func NewCounter() *Counter                       { return rt.X4NewCounter() }
func WithPresize(sizeHint int) func(*MapConfig) { return rt.X4WithPresize(sizeHint) }
func WithGrowOnly() func(*MapConfig)            { return rt.X4WithGrowOnly() }
`},
	"github.com/orcaman/concurrent-map/v2": {"cmap", "snowflakeoraclecmap", `package cmap

import rt %[1]q

type (
	ConcurrentMap[K comparable, V any] = rt.CMap[K, V]
	Stringer                           = rt.CStringer
	UpsertCb[V any]                    = rt.CUpsertCb[V]
	RemoveCb[K any, V any]             = rt.CRemoveCb[K, V]
	IterCb[K comparable, V any]        = rt.CIterCb[K, V]
)

func New[V any]() ConcurrentMap[string, V]                       { return rt.CNew[V]() }
func NewStringer[K Stringer, V any]() ConcurrentMap[K, V]        { return rt.CNewStringer[K, V]() }
func NewWithCustomShardingFunction[K comparable, V any](sharding func(key K) uint32) ConcurrentMap[K, V] {
	return rt.CNewWithCustomShardingFunction[K, V](sharding)
}
`},
}

// source returns the alias package's file for the harness at rtPath.
func (a aliasPkg) source(rtPath string) []byte {
	return []byte(fmt.Sprintf(a.src, rtPath))
}
