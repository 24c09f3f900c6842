//go:build linux && (mips || mips64 || ppc64 || s390x)

package linuxaio

// IOCB is the kernel's struct iocb (64 bytes) on a big-endian machine,
// where aio_rw_flags comes before aio_key (aio_abi.h's __PADDED).
type IOCB struct {
	Data      uint64
	RWFlags   uint32
	Key       uint32
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
