import { describe, expect, it } from 'vitest';
import { axisDonutSlices } from '../../src/area-cliente/features/consumption-management/model/axis-donut';

describe('the Proporção dos Eixos donut (spec 03 §2.4, §2.6)', () => {
  it('names each slice without the prefix ‘eixo ’, like every other axis name, with its floored percent', () => {
    const slices = axisDonutSlices([
      { id: 1, name: 'Eixo Bauru', finalVolume: '20', total: '100', percent: 20 },
      { id: 2, name: 'eixo Ribeirão Preto', finalVolume: '80', total: '100', percent: 80 },
      { id: 3, name: 'Teste', finalVolume: '0', total: '100', percent: 0 },
    ]);
    expect(slices.map((s) => s.label)).toEqual(['Bauru', 'Ribeirão Preto', 'Teste']);
    expect(slices.map((s) => s.percent)).toEqual([20, 80, 0]);
  });

  it('keeps the named axes’ colours (spec 03 §2.6: a map for named axes)', () => {
    expect(axisDonutSlices([{ id: 1, name: 'Eixo Bauru', finalVolume: '1', total: '1', percent: 100 }])[0]!.color).toBe('#00507a');
  });
});
