import type { ProvinceCode } from '@cld/reference/provinces';
import { PROVINCES } from '@cld/content/provinces';
import { useProvinceName } from '../../reference/index.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cld/ui/tabs';
import { useState, type ReactNode } from 'react';

/**
 * A selector of all 13 provinces and territories (DESIGN §5.6), Ontario first. The choice is
 * screen-local: it is not written to the address or to storage (spec §2).
 */
export function ProvinceTabs({
  label,
  triggerLabel,
  children,
}: {
  label: string;
  triggerLabel?: (province: (typeof PROVINCES)[number]) => ReactNode;
  children: (code: ProvinceCode) => ReactNode;
}) {
  const provinceName = useProvinceName();
  const [selected, setSelected] = useState<string>('ON');
  return (
    <Tabs value={selected} onValueChange={setSelected}>
      <TabsList aria-label={label} className="flex h-auto flex-wrap justify-start">
        {PROVINCES.map((province) => (
          <TabsTrigger key={province.code} value={province.code} className="h-auto min-h-9 py-1.5">
            {triggerLabel ? triggerLabel(province) : provinceName(province.code)}
          </TabsTrigger>
        ))}
      </TabsList>
      {PROVINCES.map((province) => (
        <TabsContent key={province.code} value={province.code} className="mt-6">
          {children(province.code)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
