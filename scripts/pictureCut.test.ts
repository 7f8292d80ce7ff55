import { describe, expect, it } from 'vitest'
import { cutRegion } from './pictureCut'

const WIDE = { width: 16, height: 9 }

describe('cutRegion', () => {
  it('takes the middle band of a phone photo held sideways, the whole width', () => {
    expect(cutRegion(4032, 3024, WIDE)).toEqual({ left: 0, top: 378, width: 4032, height: 2268 })
  })

  it('takes a band of an upright photo, the whole width, where its focus puts it', () => {
    expect(cutRegion(3024, 4032, WIDE, '50% 0%')).toEqual({ left: 0, top: 0, width: 3024, height: 1701 })
    expect(cutRegion(3024, 4032, WIDE, '50% 30%')).toEqual({ left: 0, top: 699, width: 3024, height: 1701 })
    expect(cutRegion(3024, 4032, WIDE, '10% 100%')).toEqual({ left: 0, top: 2331, width: 3024, height: 1701 })
  })

  it('takes the full height of a panorama, across where its focus puts it', () => {
    expect(cutRegion(6000, 1500, WIDE)).toEqual({ left: 1667, top: 0, width: 2667, height: 1500 })
    expect(cutRegion(6000, 1500, WIDE, '0% 50%')).toEqual({ left: 0, top: 0, width: 2667, height: 1500 })
    expect(cutRegion(6000, 1500, WIDE, '75% 20%')).toEqual({ left: 2500, top: 0, width: 2667, height: 1500 })
  })

  it('keeps a picture of the shape whole, wherever its focus', () => {
    expect(cutRegion(1920, 1080, WIDE, '90% 10%')).toEqual({ left: 0, top: 0, width: 1920, height: 1080 })
  })

  it('centres on a focus it cannot read', () => {
    expect(cutRegion(3024, 4032, WIDE, 'top')).toEqual(cutRegion(3024, 4032, WIDE))
    expect(cutRegion(3024, 4032, WIDE, '50% 130%')).toEqual(cutRegion(3024, 4032, WIDE))
  })
})
