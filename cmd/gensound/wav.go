package main

import (
	"encoding/binary"
	"math"
)

// encodeWAV returns samples (nominally in -1..1) as a mono 16-bit PCM WAV
// file. Values outside the range are clipped.
func encodeWAV(samples []float64, rate int) []byte {
	const channels, bits = 1, 16
	dataLen := len(samples) * channels * bits / 8
	b := make([]byte, 0, 44+dataLen)
	b = append(b, "RIFF"...)
	b = binary.LittleEndian.AppendUint32(b, uint32(36+dataLen))
	b = append(b, "WAVEfmt "...)
	b = binary.LittleEndian.AppendUint32(b, 16) // size of the fmt chunk
	b = binary.LittleEndian.AppendUint16(b, 1)  // PCM
	b = binary.LittleEndian.AppendUint16(b, channels)
	b = binary.LittleEndian.AppendUint32(b, uint32(rate))
	b = binary.LittleEndian.AppendUint32(b, uint32(rate*channels*bits/8)) // bytes per second
	b = binary.LittleEndian.AppendUint16(b, channels*bits/8)              // bytes per frame
	b = binary.LittleEndian.AppendUint16(b, bits)
	b = append(b, "data"...)
	b = binary.LittleEndian.AppendUint32(b, uint32(dataLen))
	for _, s := range samples {
		v := math.Round(s * 32767)
		v = math.Max(-32768, math.Min(32767, v))
		b = binary.LittleEndian.AppendUint16(b, uint16(int16(v)))
	}
	return b
}
