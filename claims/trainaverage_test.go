package claims

import "testing"

// TestTrainAverage: the shipped weights are the mean of the epochs' from
// trainAvgFrom on. With a feature only positives have, every epoch moves
// its weight up, so the mean of the later epochs lies under the last
// epoch's; averaging from the last epoch alone is the last epoch's.
func TestTrainAverage(t *testing.T) {
	defer func(from int, min int32) { trainAvgFrom, trainMinCount = from, min }(trainAvgFrom, trainMinCount)
	trainMinCount = 1
	ex := []example{{[]uint32{1, 7}, 1}, {[]uint32{2, 7}, 0}, {[]uint32{1, 8}, 1}, {[]uint32{2, 8}, 0}}
	fit := func(from int) *sentenceModel {
		trainAvgFrom = from
		return trainModel(ex, nil)
	}
	last := fit(1 << 30)
	t.Run("from the last epoch is the last epoch", func(t *testing.T) {
		if m := fit(trainEpochs - 1); m.w[1] != last.w[1] || m.w[2] != last.w[2] || m.bias != last.bias {
			t.Fatalf("w1 %d w2 %d bias %d, want %d %d %d", m.w[1], m.w[2], m.bias, last.w[1], last.w[2], last.bias)
		}
	})
	t.Run("the mean lags the last epoch", func(t *testing.T) {
		m := fit(trainEpochs / 2)
		if !(m.w[1] > 0 && m.w[1] < last.w[1]) || !(m.w[2] < 0 && m.w[2] > last.w[2]) {
			t.Fatalf("averaged w1 %d w2 %d, last epoch's %d %d", m.w[1], m.w[2], last.w[1], last.w[2])
		}
	})
}
