import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { areaTreeQueryOptions } from '../../api/system/get-area-tree';
import type { AreaNode } from '../../api/contracts/system';

/** [provinceId, cityId, countyId]; '' where nothing is chosen yet. */
export type Region = [string, string, string];
export const noRegion: Region = ['', '', ''];

function Level({ label, options, value, onChange }: { label: string; options: AreaNode[]; value: string; onChange: (id: string) => void }) {
  return (
    <NativeSelect.Root size="sm" flex="1" disabled={options.length === 0}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">请选择{label}</option>
        {options.map((a) => (
          <option key={a.id} value={a.id}>
            {a.areaName}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * 所在地区: province, city and county chosen one after another from the area tree (GET /api/areas/tree, levels 1-3).
 * Choosing a level clears the levels under it, so a county is always one of the chosen city's.
 */
export function RegionSelect({ value, onChange }: { value: Region; onChange: (region: Region) => void }) {
  const tree = useQuery(areaTreeQueryOptions(3));
  const [provinceId, cityId, countyId] = value;
  const provinces = tree.data ?? [];
  const cities = provinces.find((p) => p.id === provinceId)?.child ?? [];
  const counties = cities.find((c) => c.id === cityId)?.child ?? [];
  if (tree.isError) return <Text color="red.600">地区列表加载失败，请刷新重试</Text>;
  return (
    <HStack gap="2" role="group" aria-label="所在地区">
      <Level label="省份" options={provinces} value={provinceId} onChange={(id) => onChange([id, '', ''])} />
      <Level label="城市" options={cities} value={cityId} onChange={(id) => onChange([provinceId, id, ''])} />
      <Level label="区县" options={counties} value={countyId} onChange={(id) => onChange([provinceId, cityId, id])} />
    </HStack>
  );
}
