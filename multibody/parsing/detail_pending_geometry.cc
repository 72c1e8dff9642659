#include "drake/multibody/parsing/detail_pending_geometry.h"

#include <map>
#include <mutex>
#include <utility>

namespace drake {
namespace multibody {
namespace internal {
namespace {

struct Store {
  std::mutex mutex;
  std::map<const void*, PendingPlantGeometry> by_plant;
};

Store& GetStore() {
  // Never destroyed, so use during static destruction is safe.
  static Store* const store = new Store;
  return *store;
}

}  // namespace

void AddPendingGeometry(const MultibodyPlant<double>& plant,
                        PendingPlantGeometry items) {
  Store& store = GetStore();
  std::lock_guard<std::mutex> lock(store.mutex);
  PendingPlantGeometry& kept = store.by_plant[&plant];
  for (PendingGeometry& geometry : items.geometries) {
    kept.geometries.push_back(std::move(geometry));
  }
  for (PendingCollisionFilterGroup& group : items.collision_filter_groups) {
    kept.collision_filter_groups.push_back(std::move(group));
  }
}

PendingPlantGeometry GetPendingGeometry(const MultibodyPlant<double>& plant) {
  Store& store = GetStore();
  std::lock_guard<std::mutex> lock(store.mutex);
  auto iter = store.by_plant.find(&plant);
  if (iter == store.by_plant.end()) return {};
  return iter->second;
}

void ClearPendingGeometry(const MultibodyPlant<double>& plant) {
  Store& store = GetStore();
  std::lock_guard<std::mutex> lock(store.mutex);
  store.by_plant.erase(&plant);
}

}  // namespace internal
}  // namespace multibody
}  // namespace drake
