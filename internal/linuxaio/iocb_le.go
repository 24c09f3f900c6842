//go:build linux && (386 || amd64 || arm || arm64 || loong64 || mips64le || mipsle || ppc64le || riscv64)

package linuxaio

// IOCB is the kernel's struct iocb (64 bytes) on a little-endian machine,
// where aio_key comes before aio_rw_flags.
type IOCB struct {
	Data      uint64
	Key       uint32
	RWFlags   uint32
	Opcode    uint16
	ReqPrio   int16
	Fildes    uint32
	Buf       uint64
	Nbytes    uint64
	Offset    int64
	Reserved2 uint64
	Flags     uint32
	ResFd     uint32
}
